// Which better-sqlite3 this Node loads. better-sqlite3 12 (the last release that runs on Node 20)
// derives its objects from node::ObjectWrap, and from Node 24.19 on an ObjectWrap that is garbage-
// collected outside a JavaScript context aborts the process (`Assertion failed: (env) != nullptr` in
// node::RemoveEnvironmentCleanupHook, from Statement::~Statement): seen here on Node 24.21 in the
// server's test runs. better-sqlite3 13 is built on Node-API and has no such path, but needs Node 22
// (it crashes on Node 20 at the first `new Database`). So both are installed: 13 as `better-sqlite3`,
// 12 under the alias `better-sqlite3-node20`, and each Node loads the one that works on it.
// See docs/decisions/2026-11-23-node-24.md.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The package this process loads: `better-sqlite3` (13) on Node 22 and later, its 12 alias on Node 20. */
export const SQLITE_DRIVER = nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';

export const Database = createRequire(import.meta.url)(SQLITE_DRIVER) as typeof BetterSqlite3;
