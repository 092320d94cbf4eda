import type { PageData } from '../schemas'
import { paragraphs, SUPPORT } from './text'

export const PRIVACY: PageData = {
  title: 'Privacy policy',
  summary:
    'Last updated January 1, 2026. This policy explains what personal information Ring Mobile collects, why we need it, who we share it with and the choices you have. We do not sell your personal information.',
  sections: [
    {
      heading: 'Who we are',
      body: paragraphs(
        'Ring Mobile provides mobile phone service in the US. This policy covers our website, My Account and the mobile service itself. When we say "we" or "us", we mean Ring Mobile.',
      ),
    },
    {
      heading: 'Information we collect',
      body: paragraphs(
        'Account details you give us: your name, email address, phone number and postal address, and your password, which we store only as a secure one-way hash.',
        'Service details: the phone numbers on your account, SIM and eSIM identifiers (ICCID), the IMEI of the device you check at checkout, your plan, and, when you transfer a number, the account number and transfer PIN of your previous provider.',
        'Payment details: the card brand, last four digits, expiry date and cardholder name of cards you save, and a record of each payment. Messages you send to our support team. Technical details such as your IP address, browser type and the pages you request, which our servers log for security and troubleshooting.',
      ),
    },
    {
      heading: 'How we use your information',
      body: paragraphs(
        'We use your information to create and secure your account, activate and run your lines, transfer your number, take payments and send receipts, answer your questions, and tell you about changes to your service. We also use it to prevent fraud, such as unauthorised SIM changes, and to meet our legal obligations.',
        'Information about how you use the network, such as call and data records, is protected by federal law as Customer Proprietary Network Information. We use it only to provide and bill your service and never share it for marketing. We send marketing emails only if you agree, and every one has an unsubscribe link.',
      ),
    },
    {
      heading: 'Payments',
      body: paragraphs(
        'Card payments are handled by our payment provider, which is certified to PCI DSS Level 1. When you pay or save a card, your full card number and security code go directly to them. We never receive or store your full card number or security code; we keep only the brand, last four digits, expiry date and name, so that you can recognise your cards in My Account.',
      ),
    },
    {
      heading: 'Who we share information with',
      body: paragraphs(
        'Our network partner, to activate your SIM or eSIM, run your lines and, when you transfer a number, to send your number, ZIP code, account number and transfer PIN to your previous provider. Our payment provider, to take payments and save cards. Service providers that work on our behalf, such as email delivery, hosting and our live chat provider, under contracts that limit their use of your information to the service they provide.',
        'We may also share information when the law requires it, to protect our customers or the network from fraud, or as part of a sale or merger of our business, in which case this policy continues to apply. We do not sell your personal information or share it for targeted advertising.',
      ),
    },
    {
      heading: 'How long we keep it',
      body: paragraphs(
        'We keep your account information while your account is open and for up to three years after it closes, so that we can answer questions about past service. Payment and tax records are kept for seven years, as the law requires.',
        'Transfer account numbers and PINs are deleted once the transfer completes, or 30 days after the request if it does not. Sign-in and verification codes are stored only as hashes and expire after 10 minutes. Server logs are kept for 90 days.',
      ),
    },
    {
      heading: 'How we protect it',
      body: paragraphs(
        'Our website and My Account are served only over encrypted connections. Passwords are hashed, sign-in codes work once, and repeated failed sign-in attempts are slowed down. When you change or reset your password, every other signed-in session ends. Only staff who need your information to help you can see it.',
      ),
    },
    {
      heading: 'Cookies and browser storage',
      body: paragraphs(
        "We do not use advertising or cross-site tracking cookies. To make the site work, we store a few items in your browser's local storage: your sign-in token, which keeps you signed in for up to 12 hours and is removed when you sign out; the plan in your cart, so it is still there if you reload the page; the email address you signed in with, so you do not have to type it again; the language you chose, English or Spanish, which a cookie also carries so that each page arrives in it; and, while you save a card, a short-lived marker that brings you back to the right page.",
        'If you use live chat, our chat provider sets its own cookies to keep your conversation going. You can clear local storage and cookies at any time in your browser settings; you will then be signed out and your cart emptied.',
      ),
    },
    {
      heading: 'Your rights and choices',
      body: paragraphs(
        'You can see and correct most of your details in My Account. You can also ask us for a copy of the personal information we hold about you, ask us to correct or delete it, or withdraw consent to marketing. Some information we must keep for legal reasons even after you ask us to delete it, and we will tell you when that is the case.',
        'Depending on where you live, state laws such as those of California may give you additional rights. We will not treat you differently for using them. We answer requests within 45 days, after checking that the request comes from you.',
      ),
    },
    {
      heading: 'Children',
      body: paragraphs(
        "Ring Mobile accounts are for adults aged 18 and over. A parent may buy a line for a child's use, but we do not knowingly collect personal information from children under 13 through our website.",
      ),
    },
    {
      heading: 'Changes to this policy',
      body: paragraphs(
        'We will update this policy when our practices change and show the date of the latest version at the top. If a change materially affects how we use your information, we will email you before it applies.',
      ),
    },
    {
      heading: 'Contact us',
      body: paragraphs(
        `For questions about this policy or to make a privacy request, email ${SUPPORT.privacyEmail} or use the contact form on our website. Our support team is available ${SUPPORT.hours}.`,
      ),
    },
  ],
}
