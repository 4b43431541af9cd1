export declare const FIRST_SCREEN_JS_BUDGET: number;
export declare function initialScripts(html: string): string[];
export declare function againstBudget(
  gzipBytes: number,
  budget?: number,
): { gzipBytes: number; budget: number; over: number };
