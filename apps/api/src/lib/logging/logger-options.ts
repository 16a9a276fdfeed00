import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config/env';
import { redactSensitiveQuery } from './sensitive-query';

/** Anything with write(line): pino's destination interface (a test passes a stream that keeps the lines). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The request as it appears in a log line: Fastify's default fields, with the query values that
 * are secrets (a sign-in link's token, a code) replaced, whatever the route (docs/security/dev-outbox.md).
 */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactSensitiveQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The Fastify logger: off in test mode unless a test asks for the lines, JSON to stdout otherwise.
 * Cookies and credentials never reach a line, nor the token= of an emailed link a browser opens.
 */
export function loggerOptions(config: AppConfig, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (config.env === 'test' && !destination) return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { req: requestForLog },
    ...(destination ? { stream: destination } : {}),
  };
}
