/** The file was taken but holds no text the readers can get at (damaged, encrypted, an image). */
export class UnreadableCvError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UnreadableCvError";
  }
}
