declare const __API_BASE__: string;
