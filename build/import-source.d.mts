export declare const SOURCE_DIR: string;
export declare const SOURCE_ALIAS: { '@': string };
export declare function importSource<Module>(
  file: string,
): Promise<{ module: Module; dependencies: string[] }>;
