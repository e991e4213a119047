/** A run that cannot complete for a reason the user can fix: stored as the data set's status reason. */
export class RunFailure extends Error {
  readonly resolution: string;
  constructor(error: string, resolution: string) {
    super(error);
    this.resolution = resolution;
  }

  /** The status reason users see: what went wrong, then what to do. */
  get reason(): string {
    return `${this.message} ${this.resolution}`;
  }
}
