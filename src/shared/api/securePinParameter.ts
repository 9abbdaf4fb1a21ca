// Apart from the pin's reply schemas (securePinContract), so the browser reads it without TypeBox.

/** The query parameter that carries the pin on every pin-gated read and write (002 §6). */
export const SECURE_PIN_PARAMETER = 'secure_pin';
