/** Passwords refused whatever their length (docs/design.md#security-baseline: "not among common ones"). */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '11111111', '00000000', '88888888', '87654321', '12341234',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou',
  'qwertyuiop', 'qwerty123', 'qwertyui', 'qwerty12', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'asdfghjk',
  'asdfasdf', 'abcd1234', 'abc12345', 'abcdefgh', 'aaaaaaaa', 'letmein1', 'welcome1', 'welcome123',
  'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars', 'trustno1', 'whatever',
  'dragon12', 'master12', 'monkey12', 'shadow12', 'michael1', 'jennifer', 'computer', 'internet',
  'corvette', 'mercedes', 'changeme', 'changeme1', 'administrator', 'admin123', 'admin1234',
  'lintel123', 'homeowner', 'landlord', 'property', '123qweasd', 'q1w2e3r4', 'q1w2e3r4t5',
  'secret123', 'letmein123', 'football1', 'baseball1', 'iloveyou1', 'charlie1', 'freedom1',
]);

/** True when the password is a well-known one (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
