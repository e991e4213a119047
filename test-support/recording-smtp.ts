import { freePort } from "./free-port.ts";

/** A message as the SMTP server took it: its envelope's recipients and its raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on a free loopback port that keeps every message it is sent, in order. */
export interface RecordingSmtp {
  /** What an api's SMTP_URL names to send to it. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts one: the api's e-mail tests read what it delivered, as a mailbox would get it. */
export async function startRecordingSmtp(): Promise<RecordingSmtp> {
  // Loaded here, not with the package: most processes that import test-support send no mail.
  const { SMTPServer } = await import("smtp-server");
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
