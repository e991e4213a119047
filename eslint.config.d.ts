// What scripts/check-code.ts reads from eslint.config.js: the files linted with types, and the
// programs that hold them.
export declare const PACKAGE_TS: string[];
export declare const TYPE_PROGRAMS: string[];
declare const config: unknown[];
export default config;
