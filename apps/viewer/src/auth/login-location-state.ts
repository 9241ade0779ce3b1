/** Router state a screen passes when it sends the person back to the login screen. */
export interface LoginLocationState {
  /** An alert the login screen shows (role="alert"), e.g. 'INVALID TOKEN, PLEASE LOG IN AGAIN'. */
  alert?: string;
}
