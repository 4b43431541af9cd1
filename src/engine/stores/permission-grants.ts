// "Approve always" answers: rules added for the rest of the session, consulted like allow rules.
export class PermissionGrants {
  readonly #rules: string[] = [];

  add(rule: string): void {
    if (!this.#rules.includes(rule)) this.#rules.push(rule);
  }

  rules(): readonly string[] {
    return this.#rules;
  }

  clear(): void {
    this.#rules.length = 0;
  }
}
