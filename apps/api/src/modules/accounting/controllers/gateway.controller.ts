import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { formatRial } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../core/auth';
import { notFound } from '../../../core/http/errors';
import { PaymentGateway } from '../gateway/payment-gateway';
import { SandboxGateway } from '../gateway/sandbox.gateway';
import { TransactionsService } from '../services/transactions.service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function sandboxPage(authority: string, amount: number, description: string, state: string): string {
  const done = state !== 'PENDING';
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه پرداخت آزمایشی</title>
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:Vazirmatn,Tahoma,sans-serif;background:linear-gradient(160deg,#0f4c5c,#1b6f7f);color:#1c2b33}
  .card{background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.25);width:min(420px,92vw);overflow:hidden}
  header{background:#f4f8f9;padding:20px 24px;border-bottom:1px solid #e3ecee}
  header h1{margin:0;font-size:18px}
  header p{margin:6px 0 0;font-size:13px;color:#5b6b73}
  .badge{display:inline-block;font-size:12px;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px;margin-top:8px}
  main{padding:24px}
  .row{display:flex;justify-content:space-between;margin:0 0 12px;font-size:14px}
  .amount{font-size:26px;font-weight:700;color:#0f4c5c;margin:8px 0 20px;text-align:center}
  form{display:inline}
  .actions{display:flex;gap:12px}
  button{flex:1;font:inherit;font-size:16px;border:0;border-radius:10px;padding:12px;cursor:pointer}
  .pay{background:#0f8a5f;color:#fff}
  .cancel{background:#eef2f3;color:#1c2b33}
  .actions form{flex:1;display:flex}
</style></head>
<body><div class="card">
<header><h1>درگاه پرداخت آزمایشی</h1><p>دانش‌سرا — این صفحه جای بانک را در محیط آزمایشی می‌گیرد.</p>
<span class="badge">پولی جابه‌جا نمی‌شود</span></header>
<main>
<div class="row"><span>بابت</span><strong>${escapeHtml(description)}</strong></div>
<div class="row"><span>شناسه پرداخت</span><code dir="ltr">${escapeHtml(authority.slice(0, 12))}…</code></div>
<div class="amount">${escapeHtml(formatRial(amount))}</div>
${
  done
    ? `<p>این پرداخت قبلا ${state === 'PAID' ? 'انجام' : 'لغو'} شده است.</p>
<div class="actions"><form method="post" action="${authority}/return"><button class="pay" type="submit">بازگشت به سایت</button></form></div>`
    : `<div class="actions">
<form method="post" action="${authority}/pay"><button class="pay" type="submit">پرداخت</button></form>
<form method="post" action="${authority}/cancel"><button class="cancel" type="submit">انصراف</button></form>
</div>`
}
</main></div></body></html>`;
}

/**
 * The bank's side: the sandbox bank's pages and the callback every bank returns to. Listed in the
 * OpenAPI document like every route (they answer HTML and redirects, not JSON).
 */
@ApiTags('accounting')
@Controller('accounting/gateway')
export class GatewayController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly transactions: TransactionsService,
  ) {}

  private sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) throw notFound();
    return this.gateway;
  }

  @Public() @Get('sandbox/:authority')
  async page(@Param('authority') authority: string, @Res() reply: FastifyReply) {
    const p = await this.sandbox().find(authority);
    if (!p) throw notFound('این پرداخت یافت نشد.');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(p.authority, p.amount, p.description, p.state));
  }

  @Public() @Post('sandbox/:authority/:answer') @HttpCode(303)
  async answer(@Param('authority') authority: string, @Param('answer') answer: string, @Res() reply: FastifyReply) {
    if (!['pay', 'cancel', 'return'].includes(answer)) throw notFound();
    const url = await this.sandbox().answer(authority, answer === 'pay');
    if (!url) throw notFound('این پرداخت یافت نشد.');
    return reply.redirect(url, 303);
  }

  /** `?Authority=&Status=OK|NOK`: verify, credit once, pay, and send the browser to its result page. */
  @Public() @SkipThrottle() @Get('callback')
  async callback(@Query('Authority') authority: string, @Query('Status') status: string, @Res() reply: FastifyReply) {
    const target = await this.transactions.callback(String(authority ?? ''), String(status ?? ''));
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  }
}
