#!/usr/bin/env node
/** Runs the command line; resolves with the exit status. */
export declare function main(argv: string[], env?: NodeJS.ProcessEnv): Promise<number>;
