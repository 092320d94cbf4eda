import type { PageData } from '../schemas'
import { paragraphs, SUPPORT } from './text'

export const TERMS: PageData = {
  title: 'Terms and conditions',
  summary:
    'Effective January 1, 2026. These terms explain what you can expect from Ring Mobile and what we expect from you. We have written them in plain English; please read them before you buy a plan.',
  sections: [
    {
      heading: '1. About these terms',
      body: paragraphs(
        'These terms are an agreement between you and Ring Mobile ("we", "us") for our mobile service, our website and My Account. They apply from January 1, 2026. By creating an account, buying a plan or using a Ring Mobile line, you accept them.',
        'Our privacy policy explains how we handle your personal information and forms part of this agreement.',
      ),
    },
    {
      heading: '2. Your account',
      body: paragraphs(
        'You must be at least 18 years old and live in the US to open an account. Please give us accurate details and keep them up to date, especially your email address, since that is where we send receipts, sign-in codes and important notices.',
        'Keep your password and sign-in codes to yourself. You are responsible for orders placed and changes made from your account. If you think someone else has used it, change your password straight away and contact us.',
      ),
    },
    {
      heading: '3. Our service and coverage',
      body: paragraphs(
        "Ring Mobile service runs on a partner's nationwide network. 5G is available in many areas and 4G LTE in most others, but no mobile network reaches everywhere: coverage and speeds depend on where you are, the building you are in, your device and how busy the network is. Maps and speeds we publish are estimates, not promises.",
        "Each plan includes a monthly amount of high-speed data. On Starter and Plus, once it is used, data continues at up to 256 kbps until your next renewal. On Unlimited, after 50 GB of premium data in a period, your data may be slowed when the network is busy. Hotspot use counts towards your plan's hotspot allowance.",
      ),
    },
    {
      heading: '4. Plans, prices and billing',
      body: paragraphs(
        'Plans are paid in advance and renew every 30 days. We charge your primary saved card on the renewal date unless you have cancelled. Each new line has a one-time activation fee of $10, a physical SIM kit costs $5, and every renewal carries a regulatory fee of $1.49 plus the taxes that apply where you live. Your receipt lists each of these separately.',
        'Promotional discounts apply only as described in the offer and cannot be exchanged for cash. If we change the price of your plan, we will email you at least 30 days before the new price applies, and you can cancel before then.',
      ),
    },
    {
      heading: '5. Failed payments and suspension',
      body: paragraphs(
        'If a renewal payment fails, we will email you and try again over the next three days. If we still cannot collect it, we suspend the line until the renewal is paid. A suspended line cannot make calls, send texts or use data, except for calls to 911. If a line stays suspended for 30 days, we may close it and release its number.',
      ),
    },
    {
      heading: '6. SIM cards, eSIM and devices',
      body: paragraphs(
        "You need an unlocked device that is compatible with our network. We check compatibility from your device's IMEI at checkout, but we cannot guarantee every feature on every device.",
        'Keep your SIM card and eSIM details safe. If your SIM card is lost or stolen, or you receive a message you did not expect about a SIM change, contact us immediately so that we can suspend the line and protect your number.',
      ),
    },
    {
      heading: '7. Keeping your number',
      body: paragraphs(
        'When you ask us to transfer a number, you confirm that you are the account holder or are authorised by them, and you allow us to ask your current provider to release it. The account number and transfer PIN you give us must be correct; if they are not, the request will be rejected until you correct them.',
        'Transfers usually complete within a few hours but depend on your current provider. Any final bill, contract fee or device balance with them remains yours. You can transfer your number away from Ring Mobile at any time.',
      ),
    },
    {
      heading: '8. Emergency calls (911)',
      body: paragraphs(
        "You can call 911 from any Ring Mobile line that is active or suspended. When you call over Wi-Fi, emergency services may not be able to locate you automatically, so keep the emergency address in your phone's Wi-Fi calling settings up to date, and tell the operator where you are.",
      ),
    },
    {
      heading: '9. Acceptable use',
      body: paragraphs(
        'Our plans are for personal use by people. Please do not use the service for anything unlawful, to send spam or automated calls, to resell it, to run servers or to replace a home broadband connection, or in a way that harms the network or other customers. If we see this kind of use, we may contact you, limit the line or, in serious or repeated cases, close it.',
      ),
    },
    {
      heading: '10. Cancellation and refunds',
      body: paragraphs(
        'You can cancel at any time by contacting us. There is no cancellation fee. Your service continues until the end of the period you have paid for, and we do not refund partial periods.',
        'If you cancel within 7 days of first activating a line and have used less than 1 GB of data and 60 minutes of calls, we refund the plan price of your first period. Activation fees and SIM kits are not refundable unless the service could not be activated because of a problem on our side.',
      ),
    },
    {
      heading: '11. Our responsibility to you',
      body: paragraphs(
        'We work hard to keep the service running, but we cannot promise it will be uninterrupted or free from faults. To the extent the law allows, we are not responsible for indirect or unforeseeable losses, and our total responsibility to you for any claim is limited to the amount you paid us in the three months before it arose. Nothing in these terms limits rights you have under consumer protection laws that cannot be excluded.',
      ),
    },
    {
      heading: '12. Changes, disputes and contact',
      body: paragraphs(
        'We may update these terms from time to time. If a change affects you materially, we will email you at least 30 days before it applies. These terms are governed by the laws of the State of Illinois.',
        `If something goes wrong, please tell us first at ${SUPPORT.email} or through the contact form. We will try to resolve it within 30 days. If we cannot, you may bring a claim in a small claims court where you live.`,
      ),
    },
  ],
}
