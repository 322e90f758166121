/**
 * Sets an input's value through the prototype's setter: React tracks values by wrapping the
 * element's own `value` property, so a change made this way still reaches its onChange when the
 * next input event arrives, as a typed change does.
 */
export function setNativeValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
}
