import { describe, expect, it } from 'vitest';
import {
  confirmWithdrawBody,
  isPendingWithdrawalsFilter,
  isPendingWithdrawRequest,
  PENDING_WITHDRAWALS_FILTER,
  rejectWithdrawBody,
  validateConfirmWithdraw,
  validateRejectWithdraw,
} from './withdraw';

const receiptFile = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'رسید-۱۲.pdf', {
  type: 'application/pdf',
});
const picked = { rawFile: receiptFile, src: 'blob:x', title: 'رسید-۱۲.pdf' };

describe('confirm_withdraw body', () => {
  it('sends the receipt as a file part and the description as text', async () => {
    const form = confirmWithdrawBody({ receipt: picked, description: '  واریز شد — پیگیری ۱۲۳ ' });
    const receipt = form.get('receipt');
    expect(receipt).toBeInstanceOf(File);
    expect((receipt as File).name).toBe('رسید-۱۲.pdf');
    expect((receipt as File).type).toBe('application/pdf');
    expect(new Uint8Array(await (receipt as File).arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    expect(form.get('description')).toBe('واریز شد — پیگیری ۱۲۳');
    expect([...form.keys()]).toEqual(['receipt', 'description']);
  });

  it('leaves out an empty description', () => {
    expect([...confirmWithdrawBody({ receipt: picked, description: ' ' }).keys()]).toEqual([
      'receipt',
    ]);
  });

  it('encodes as multipart/form-data (the browser sets the boundary)', async () => {
    const request = new Request('http://x/api', {
      method: 'PUT',
      body: confirmWithdrawBody({ receipt: picked, description: 'ok' }),
    });
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const raw = await request.text();
    expect(raw).toContain('name="receipt"; filename=');
    expect(raw).toContain('name="description"');
  });

  it('needs a receipt file', () => {
    expect(validateConfirmWithdraw({})).toEqual({
      receipt: 'app.payments.confirm.receipt_required',
    });
    expect(validateConfirmWithdraw({ receipt: 'https://old/url.png' })).toEqual({
      receipt: 'app.payments.confirm.receipt_required',
    });
    expect(validateConfirmWithdraw({ receipt: picked })).toEqual({});
  });
});

describe('reject_withdraw body', () => {
  it('needs a reason and sends it trimmed', () => {
    expect(validateRejectWithdraw({ description: '  ' })).toEqual({
      description: 'app.payments.reject.reason_required',
    });
    expect(rejectWithdrawBody({ description: ' شبا نامعتبر ' })).toEqual({
      description: 'شبا نامعتبر',
    });
  });
});

describe('pending withdrawals', () => {
  it('knows a held request and the quick filter', () => {
    expect(isPendingWithdrawRequest({ type: 'WITHDRAW_REQUEST', withdraw_state: 'PENDING' })).toBe(
      true,
    );
    expect(isPendingWithdrawRequest({ type: 'WITHDRAW_REQUEST', withdraw_state: 'ADMITTED' })).toBe(
      false,
    );
    expect(isPendingWithdrawRequest({ type: 'DEPOSIT', withdraw_state: null })).toBe(false);
    expect(isPendingWithdrawalsFilter({ ...PENDING_WITHDRAWALS_FILTER, q: 'x' })).toBe(true);
    expect(isPendingWithdrawalsFilter({ type: 'WITHDRAW_REQUEST' })).toBe(false);
  });
});
