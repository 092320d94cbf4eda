import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll } from 'vitest'

/** One mail as the stand-in took it. */
interface Taken {
  from: string
  to: string[]
  data: string
}

/**
 * A local SMTP server (RFC 5321's few commands nodemailer uses on a plain connection): it takes every mail, except that
 * each answer queued in `rcptAnswers` answers the next RCPT TO instead of 250 (a 451 is "try again later", a 550 "no").
 */
function smtpStandIn() {
  const taken: Taken[] = []
  const state = { rcptAnswers: [] as string[], connections: 0 }
  const server: Server = createServer((socket) => {
    state.connections += 1
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let mail: Taken = { from: '', to: [], data: '' }
    const say = (line: string) => socket.write(`${line}\r\n`)
    say('220 stand-in ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            taken.push(mail)
            mail = { from: '', to: [], data: '' }
            say('250 2.0.0 Queued')
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') say('250 stand-in')
        else if (verb === 'MAIL') {
          mail.from = line
          say('250 2.1.0 OK')
        } else if (verb === 'RCPT') {
          const answer = state.rcptAnswers.shift() ?? '250 2.1.5 OK'
          if (answer.startsWith('250')) mail.to.push(line)
          say(answer)
        } else if (verb === 'DATA') {
          inData = true
          say('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' }
          say('250 2.0.0 OK')
        } else if (verb === 'QUIT') {
          say('221 2.0.0 Bye')
          socket.end()
        } else say('502 5.5.2 Command not recognized')
      }
    })
  })
  return { server, taken, state }
}

/**
 * The stand-in of a test file, listening on a free local port from the file's start until its end: `url` is its
 * SMTP_URL, `taken` every mail it took, `state.rcptAnswers` the answers it gives next.
 */
export async function smtpStandInForFile() {
  const standIn = smtpStandIn()
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())))
  return { ...standIn, url: `smtp://127.0.0.1:${(standIn.server.address() as AddressInfo).port}` }
}

/** A MIME attachment of a mail the stand-in took: its file name, type and decoded bytes. */
interface TakenAttachment {
  filename: string | undefined
  contentType: string | undefined
  content: Buffer
}

/**
 * The attachments of a mail as the stand-in took it (nodemailer's multipart/mixed, each part base64): every part
 * whose Content-Disposition is `attachment`.
 */
export function attachmentsOf(mail: Taken): TakenAttachment[] {
  const boundary = /boundary="?([^";\n]+)"?/i.exec(mail.data)?.[1]
  if (!boundary) return []
  return mail.data
    .split(`--${boundary}`)
    .slice(1)
    .flatMap((part) => {
      const split = part.indexOf('\n\n', 1)
      const head = part.slice(0, split)
      if (split < 0 || !/^content-disposition:\s*attachment/im.test(head)) return []
      return [
        {
          filename: /filename="?([^";\n]+)"?/i.exec(head)?.[1],
          contentType: /^content-type:\s*([^;\n]+)/im.exec(head)?.[1]?.trim(),
          content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64'),
        },
      ]
    })
}
