/** The file was taken but holds no text the readers can get at (damaged, encrypted, an image). */
export class UnreadableCvError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UnreadableCvError";
  }
}

/** The reader's own code (a chunk or pdf.js's worker) could not be fetched: the connection is at fault. */
export class ReaderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ReaderUnavailableError";
  }
}
