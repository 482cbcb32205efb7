import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], allowTypeImports: true, message: 'The client imports only types (AppRouter) from the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '**/server/**', '**/client/**'], message: 'shared/ imports only zod.' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.e2e.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|todo)$/]", message: 'Every test runs in CI.' }] },
  },
);
