import { describe, expect, it } from 'vitest';
import { hasPrivateParameter, keptRequestKey } from './keptRequest';

const templates = 'http://localhost/v2/conditioning/templates/';

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('keptRequestKey', () => {
  it('tells two pages of a form-bodied read apart, and names one page the same each time', () => {
    const request = new Request(templates, { method: 'POST' });
    const first = keptRequestKey(7, request, { url: templates, body: formOf({ page: '1' }) });
    const again = keptRequestKey(7, request, { url: templates, body: formOf({ page: '1' }) });
    const second = keptRequestKey(7, request, { url: templates, body: formOf({ page: '2' }) });
    expect(first).toBe(again);
    expect(first).not.toBe(second);
  });

  it('tells two people and two query strings apart', () => {
    const december = new Request(`${templates}?date_from=2026-12-01`);
    const november = new Request(`${templates}?date_from=2026-11-01`);
    expect(keptRequestKey(7, december, december.url)).not.toBe(
      keptRequestKey(8, december, december.url),
    );
    expect(keptRequestKey(7, december, december.url)).not.toBe(
      keptRequestKey(7, november, november.url),
    );
  });
});

describe('hasPrivateParameter', () => {
  it('names pin-gated and patient reads, and no others', () => {
    expect(hasPrivateParameter(new Request(`${templates}?secure_pin=123456`))).toBe(true);
    expect(hasPrivateParameter(new Request(`${templates}?page=2&patient_id=41`))).toBe(true);
    expect(hasPrivateParameter(new Request(`${templates}?page=2`))).toBe(false);
  });
});
