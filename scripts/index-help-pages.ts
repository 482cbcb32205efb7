/**
 * Indexes what the product's own pages say (privacy, terms, contact, subscription, settings, the
 * calendar feed) into server/domains/chatbot/knowledge/pages.generated.json, so the help assistant
 * answers from the same sentences the pages show instead of a retyped copy.
 *   npm run index:help
 * A test re-runs the extraction and fails when the committed index no longer matches the pages.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPages, HELP_PAGE_SOURCES } from '../server/domains/chatbot/knowledge/page-index';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const passages = await extractPages(root, HELP_PAGE_SOURCES);
const out = path.join(root, 'server/domains/chatbot/knowledge/pages.generated.json');
writeFileSync(out, `${JSON.stringify(passages, null, 2)}\n`);
console.log(`indexed ${passages.length} passages from ${HELP_PAGE_SOURCES.length} sources into ${path.relative(root, out)}`);
