export declare const WORKER_BUNDLE_LIMIT_GZIP: number;
export declare function workerBundleGzip(buildDir: string): { total: number; largest: { file: string; bytes: number } };
