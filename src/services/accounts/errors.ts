/** Why an account operation was refused; the gateway turns each into a clear message. */
export type AccountErrorReason =
  | 'cooldown'
  | 'phoneDailyCap'
  | 'ipDailyCap'
  | 'globalDailyCap'
  | 'prefixHourlyCap'
  | 'ipNumbersCap'
  | 'challengeRequired'
  | 'challengeInvalid'
  | 'codeInvalid'
  | 'codeExpired'
  | 'codeExhausted'
  | 'deliveryFailed'
  | 'alreadyRegistered'
  | 'notRegistered'
  | 'agreementRequired'
  | 'notLoggedIn'

export class AccountError extends Error {
  constructor(
    public readonly reason: AccountErrorReason,
    public readonly retryAfterSeconds?: number,
  ) {
    super(reason)
  }
}
