/**
 * Writes what the docs show from the code that holds it, so the two cannot drift: the import
 * rules' table of docs/architecture.md, from tests/import-rules.ts (the table the architecture
 * test enforces). The unit test fails when the committed doc differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { importRulesTable, TABLE_END, TABLE_START } from '../tests/import-rules.ts';

const FILE = new URL('../docs/architecture.md', import.meta.url);
const doc = readFileSync(FILE, 'utf8');
const start = doc.indexOf(TABLE_START);
const end = doc.indexOf(TABLE_END);
if (start === -1 || end < start) throw new Error(`docs/architecture.md has no ${TABLE_START} … ${TABLE_END} block.`);
writeFileSync(FILE, `${doc.slice(0, start + TABLE_START.length)}\n${importRulesTable()}\n${doc.slice(end)}`);
console.log('docs/architecture.md: the import rules written.');
