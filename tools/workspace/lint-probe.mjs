// Lints would-be source files (never written to disk) with the workspace's ESLint config.
// Input on stdin: [{ file, code }]; output on stdout: [[ "rule: message", ... ], ...] in the same order.
// A separate process because ESLint loads its flat config with a dynamic import, which Jest's VM refuses.
import { ESLint } from 'eslint';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
let input = '';
for await (const chunk of process.stdin) input += chunk;

const eslint = new ESLint({ cwd: workspaceRoot });
const output = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  output.push((result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`));
}
process.stdout.write(JSON.stringify(output));
