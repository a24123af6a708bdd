export declare function readReport(file: string): unknown;
export declare function slowestTestLines(reports: string, root: string): string[];
export declare function failedTestLines(reports: string, root: string): string[];
