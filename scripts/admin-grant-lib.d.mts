// Types of scripts/admin-grant-lib.mjs for tests/unit/admin-grant.test.ts (the project does not typecheck JS).
export type GrantRole = "admin" | "superadmin" | "user";
export declare const GRANTABLE_ROLES: GrantRole[];
export declare const USAGE: string;
export type GrantArgs = { email: string; role: GrantRole; remote: boolean } | { error: string } | { help: true };
export declare function parseGrantArgs(argv: readonly string[]): GrantArgs;
export declare function sqlString(value: unknown): string;
export declare function grantSql(email: string, role: string, now?: number): string;
