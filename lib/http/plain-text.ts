// The API's rules for plain text, shared by its validation and the console's forms.

/** One line of plain text: no control characters. */
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Paragraphs: line breaks and tabs, but no other control characters. */
export const PARAGRAPHS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
