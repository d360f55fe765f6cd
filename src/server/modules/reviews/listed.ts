/** The slice of a list a caller asked for. */
export interface Page {
  limit: number;
  offset: number;
}

/** A page of a list and the length of the whole list, as the list routes answer it. */
export interface Listed<T> {
  results: T[];
  total: number;
}
