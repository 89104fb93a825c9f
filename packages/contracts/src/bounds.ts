// Lengths past which a value is not what its field says: a 100,000-character "name" is a pasted
// document, and it made the analysis page 1.27 million pixels wide (issue #30, item 9).

/** A person's name, as read from a resume or stated by an import. */
export const MAX_NAME_LENGTH = 120;
/** A one-line text: a headline, a job title, a company, a location. */
export const MAX_LINE_TEXT_LENGTH = 200;
