// A plain path, free of zod, so the web page can build its download link without the schema library.

/** The finished Chinese PDF (application/pdf); deleted from the server after the download. */
export const downloadTranslationPath = '/cv-processor/api/v1/translations/:id/file';
