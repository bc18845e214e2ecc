import { CertificateStatus, certificatePath } from '@daneshsara/domain';
import type { Certificate } from '../entities/certificate.entity';

/**
 * A transcript's certificate as its learner's registration carries it: the code, whether it holds,
 * its public page and, once the job has drawn it, its PDF (null for a revoked one).
 */
export function certificateInfo(cert: Pick<Certificate, 'code' | 'status' | 'file'> | null | undefined) {
  if (!cert) return null;
  const valid = cert.status === CertificateStatus.VALID;
  return {
    code: cert.code,
    status: cert.status,
    url: certificatePath(cert.code),
    pdf: valid && cert.file ? `/api/lma/certificates/${cert.code}/pdf` : null,
  };
}
