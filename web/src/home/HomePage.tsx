/** The staff home screen (client picker, data sets, reports) is built on this route. */
export function HomePage() {
  return null;
}
