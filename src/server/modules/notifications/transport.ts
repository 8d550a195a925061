import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
}

/** Delivers one message or throws; the outbox records the outcome. */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Development transport: writes the message, code included, to the server log (which only the
 * operator reads). With DEMO_SIGNUP_CODES=on a person trying the portal can also read their own
 * sign-up code at GET /api/demo/signup-codes; the test servers read the outbox at /api/dev/outbox.
 */
export class LogTransport implements Transport {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(message: OutgoingMessage): Promise<void> {
    this.log.info(
      { to: message.recipient, channel: message.channel, subject: message.subject },
      `[outbox] ${message.body}`,
    );
  }
}

/** E-mail over SMTP (SMTP_URL); other channels fall through to the fallback transport. */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  /** nodemailer loads with the first e-mail rather than at the server's start (issue 12). */
  private mailer: Promise<Transporter> | undefined;
  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
    private readonly fallback: Transport,
  ) {}
  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'EMAIL') return this.fallback.send(message);
    this.mailer ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.smtpUrl));
    const mailer = await this.mailer;
    await mailer.sendMail({ from: this.from, to: message.recipient, subject: message.subject, text: message.body });
  }
}
