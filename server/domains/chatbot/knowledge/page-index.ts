import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** One statement of a product page: where it is, under which heading, and its text as shown. */
export interface PagePassage {
  /** The app path of the page, e.g. '/privacy'. */
  page: string;
  /** The page's title, e.g. 'Privacy Policy'. */
  pageTitle: string;
  /** The heading the text sits under, e.g. 'Your rights'. */
  section: string;
  text: string;
}

export interface PageSource {
  file: string;
  page: string;
  pageTitle: string;
}

/** The pages the help assistant answers from. Dev-time only: run by `npm run index:help` and its test. */
export const HELP_PAGE_SOURCES: PageSource[] = [
  { file: 'client/routes/privacy.tsx', page: '/privacy', pageTitle: 'Privacy Policy' },
  { file: 'client/routes/terms.tsx', page: '/terms', pageTitle: 'Terms of Service' },
  { file: 'client/routes/contact.tsx', page: '/contact', pageTitle: 'Contact Us' },
  { file: 'client/routes/subscription.tsx', page: '/subscription', pageTitle: 'Manage Subscription' },
  { file: 'client/routes/support.tsx', page: '/support', pageTitle: 'Help & Support' },
  { file: 'client/features/settings/password-form.tsx', page: '/settings', pageTitle: 'Settings' },
  { file: 'client/features/settings/profile-form.tsx', page: '/settings', pageTitle: 'Settings' },
  { file: 'client/features/auth/email-link-request.tsx', page: '/api/login', pageTitle: 'Sign In' },
  { file: 'client/features/calendar/feed-card.tsx', page: '/calendar', pageTitle: 'Calendar' },
];

/** Elements whose text is one passage. */
const PASSAGE_TAGS = new Set(['p', 'dd', 'li', 'CardDescription']);
/** Elements whose text is a heading for what follows. */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'dt', 'CardTitle']);

const ENTITIES: Record<string, string> = { '&apos;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };
const decodeEntities = (text: string) => text.replace(/&(?:apos|quot|amp|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

const clean = (text: string) => text.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();

/** Values of the file's imports from shared/, so `{CONTACT.privacyEmail}` shows what the page shows. */
async function sharedScope(root: string, source: ts.SourceFile): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {};
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('@shared/')) continue;
    const module = (await import(pathToFileURL(path.join(root, 'shared', `${specifier.slice('@shared/'.length)}.ts`)).href)) as Record<string, unknown>;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) scope[element.name.text] = module[(element.propertyName ?? element.name).text];
  }
  return scope;
}

/** An expression of constants only (`CONTACT.supportEmail`, `formatUsd(CLIENT_PLAN.priceCents)`); anything else (state, props) gives null. */
function evaluate(expression: string, scope: Record<string, unknown>): string | null {
  if (/[=;]|=>|\buse[A-Z]/.test(expression)) return null;
  try {
    const names = Object.keys(scope);
    const value: unknown = new Function(...names, `"use strict"; return (${expression});`)(...names.map((name) => scope[name]));
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  } catch {
    return null;
  }
}

function tagName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  return (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
}

/** The text a JSX subtree shows; null when part of it depends on state and cannot be known. */
function textOf(node: ts.Node, source: ts.SourceFile, scope: Record<string, unknown>): string | null {
  if (ts.isJsxText(node)) return decodeEntities(node.text).replace(/\s+/g, ' ');
  if (ts.isJsxExpression(node)) {
    if (!node.expression) return '';
    if (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) return node.expression.text;
    return evaluate(node.expression.getText(source), scope);
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
    const parts: string[] = [];
    for (const child of node.children) {
      const text = textOf(child, source, scope);
      if (text === null) return null;
      parts.push(text);
    }
    return parts.join('');
  }
  return '';
}

function stringAttribute(node: ts.JsxElement, name: string): string | null {
  for (const attribute of node.openingElement.attributes.properties) {
    if (ts.isJsxAttribute(attribute) && attribute.name.getText() === name && attribute.initializer && ts.isStringLiteral(attribute.initializer)) return attribute.initializer.text;
  }
  return null;
}

/** The passages of one page file, in reading order, each under the nearest heading before it. */
export async function extractPage(root: string, page: PageSource): Promise<PagePassage[]> {
  const file = path.join(root, page.file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const scope = await sharedScope(root, source);
  const passages: PagePassage[] = [];
  let section = page.pageTitle;
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node)) {
      const tag = tagName(node);
      const title = tag === 'PageSection' ? stringAttribute(node, 'title') : null;
      if (title) section = title;
      if (HEADING_TAGS.has(tag)) {
        const heading = textOf(node, source, scope);
        if (heading && clean(heading)) section = clean(heading);
        return;
      }
      if (PASSAGE_TAGS.has(tag)) {
        const text = textOf(node, source, scope);
        if (text && clean(text).split(' ').length >= 4) passages.push({ page: page.page, pageTitle: page.pageTitle, section, text: clean(text) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return passages;
}

export async function extractPages(root: string, pages: readonly PageSource[]): Promise<PagePassage[]> {
  const all: PagePassage[] = [];
  for (const page of pages) all.push(...(await extractPage(root, page)));
  return all;
}
