// PDF text extraction (pdf.js); import from here.
export { extractPdfText, extractPdfTextFromFile, looksLikePdf, PDF_TEXT_DEFAULTS, type PdfText, type PdfTextLimits, type PdfTextResult } from './pdf-text';
