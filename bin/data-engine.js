#!/usr/bin/env node
// The `data-engine` command. The service is TypeScript run through tsx's loader, so there is no
// build step between `npm ci` and `npm start`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli.ts');
process.exitCode = await main(process.argv.slice(2));
