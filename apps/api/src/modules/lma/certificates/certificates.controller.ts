import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../core/auth';
import { fileHeaders } from '../../../core/http/security';
import { CertificatesService } from './certificates.service';

/** Certificates anyone can verify (issue 28): the storefront's /certificate/<code> reads these. */
@ApiTags('lma')
@Controller('lma/certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  /** Whether the code is a certificate, whose, for what, and whether it still holds. */
  @Public() @Get(':code')
  verify(@Param('code') code: string) {
    return this.certificates.verify(code);
  }

  /** The PDF of a valid certificate, to keep or print. */
  @Public() @Get(':code/pdf')
  async pdf(@Param('code') code: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const answer = await this.certificates.sendPdf(code, req);
    void reply.status(answer.status).headers(answer.headers);
    fileHeaders(reply, 'certificate.pdf');
    void reply.header('Content-Disposition', `inline; filename="certificate-${code.replace(/[^A-Za-z0-9]/g, '')}.pdf"`);
    void reply.header('Cache-Control', 'public, no-cache');
    return reply.send(answer.body ?? '');
  }
}
