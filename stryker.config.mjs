// Stryker Mutator, for `npm run test:mutation` (scripts/mutation.ts runs it one module at a time and
// sets the STRYKER_* variables below; run through that script, not `npx stryker run` directly).
import { fileURLToPath } from 'node:url';

const root = (p) => fileURLToPath(new URL(p, import.meta.url));
const spec = JSON.parse(process.env.STRYKER_SPEC ?? '["test/**/*.test.ts"]');
const reportDir = process.env.STRYKER_REPORT_DIR ?? 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The mocha runner lives in the tools/mutation workspace: it loads mocha 11's lib/cli/*.js files,
  // which mocha 12 (the project's test runner) renamed to .cjs.
  plugins: [root('./tools/mutation/node_modules/@stryker-mutator/mocha-runner/dist/src/index.js')],
  testRunner: 'mocha',
  // The tests are TypeScript, loaded through tsx like the project's own mocha run.
  testRunnerNodeArgs: ['--import', 'tsx'],
  mochaOptions: {
    // Not .mocharc.cjs (every test): only the specs that exercise the mutated module
    // (scripts/mutation.ts). The runner sets no mocha timeout; Stryker times each run itself.
    'no-config': true,
    'no-package': true,
    extension: ['ts'],
    spec,
  },
  // Only the tests that run a mutant's code are run for it.
  coverageAnalysis: 'perTest',
  // Mutants in code that runs once at module load would need a fresh process per mutant.
  ignoreStatic: true,
  // The machine is shared: one test runner process.
  concurrency: 1,
  timeoutMS: 10000,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  ignorePatterns: ['dist', 'reports', 'data', 'client/dist', '.scratch'],
  reporters: ['clear-text', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  incrementalFile: `${reportDir}/incremental.json`,
  thresholds: { high: 90, low: 85, break: null },
  // The TypeScript compile errors a mutant might cause are not checked (tsx strips types).
  disableTypeChecks: true,
};
