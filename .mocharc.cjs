// Mocha's configuration for `npm test` (SQLite) and `npm run test:pg` (TEST_DATABASE_URL set).
// The Postgres run leaves out the suites that cannot reach a database: those that use none of the
// test helpers that open one (server, auth, cli) and no database setting. They give the same result
// on both runs, and the SQLite run (`npm test`, which CI runs first) has run them already.
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const DATABASE = /startTestServer|createTestDatabase|openDatabase|onPostgres|DATABASE_URL|helpers\/(server|auth|cli)\.js/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
module.exports = {
  'node-option': ['import=tsx'],
  spec: ['test/**/*.test.ts'],
  ignore: postgres ? testFiles('test').filter((f) => !DATABASE.test(readFileSync(f, 'utf8'))) : [],
  timeout: 20000,
  exit: true,
};
