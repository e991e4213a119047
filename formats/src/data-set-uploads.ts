/**
 * How large a data set's files may be: the api refuses beyond it, and the web app says so the
 * moment a file is picked, not after minutes of sending 20 MB it would refuse. One place for the
 * numbers and the words, so the two can never disagree.
 */
const MB = 1024 * 1024;

export const DATA_SET_UPLOAD_LIMITS = { fileBytes: 20 * MB, files: 4 } as const;

const limitText = `${DATA_SET_UPLOAD_LIMITS.fileBytes / MB} MB`;

/** What the user reads when a file is above the limit, and what to do about it. */
export const FILE_TOO_LARGE_TEXT = {
  error: `The file is larger than ${limitText}; nothing was saved.`,
  resolution: `Split it into files of at most ${limitText} each, with the same columns, and upload them together (${DATA_SET_UPLOAD_LIMITS.files} at most).`,
} as const;

/** The web app's words for a picked file it does not add (nothing has been sent). */
export const fileNotAddedText = (fileName: string) =>
  `${fileName} is larger than ${limitText}: it was not added. ${FILE_TOO_LARGE_TEXT.resolution}`;
