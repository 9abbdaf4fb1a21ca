import type { ProseContent } from './ProsePage';

/**
 * Motus's website terms (docs/product.md#routes-and-navigation): cookies, licence, links, iframes,
 * liability, privacy, disclaimer. The footer's privacy link points at the section with id `privacy`.
 */
const title = 'Terms and Conditions';

export const termsTexts = {
  documentTitle: title,
  title,
  subtitle: 'Last updated: 1 January 2026',
  sections: [
    {
      blocks: [
        {
          paragraph:
            'These terms and conditions govern your use of the Motus website and web application (together, “Motus”). By using Motus you accept them in full. If you do not agree with any part of them, please do not use Motus.',
        },
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        {
          paragraph:
            'Motus uses only what it needs to work. When you log in, your session is kept in your browser’s local storage in encrypted form, with a key that never leaves your browser, and it ends after one hour without activity or when you log out. We do not use advertising or tracking cookies.',
        },
      ],
    },
    {
      heading: 'Licence',
      blocks: [
        {
          paragraph:
            'Unless stated otherwise, Motus and its licensors own the intellectual property rights in the material on Motus, including exercise descriptions, routines, images and videos. You may view and print that material for your own personal, non-commercial use. You must not:',
        },
        {
          list: [
            'republish, sell, rent or sub-license material from Motus;',
            'reproduce, duplicate or copy material from Motus for commercial purposes;',
            'redistribute content from Motus unless it is content made specifically for sharing.',
          ],
        },
        {
          paragraph: 'The health records you enter remain yours.',
        },
      ],
    },
    {
      heading: 'Hyperlinks to our content',
      id: 'links',
      blocks: [
        {
          paragraph:
            'Government bodies, health organisations, educational institutions and news organisations may link to our home page or to other public pages without prior written approval, as long as the link is not misleading, does not falsely imply sponsorship or endorsement, and fits the context of the linking site. Other organisations may ask us for permission by writing to the contact address below.',
        },
        {
          paragraph:
            'Pages of Motus may link to other websites, such as the shop, learning and health professionals pages. We are not responsible for the content or privacy practices of websites we do not operate.',
        },
      ],
    },
    {
      heading: 'iFrames',
      blocks: [
        {
          paragraph:
            'Without our prior written approval you may not create frames around our pages that alter in any way the visual presentation or appearance of Motus.',
        },
      ],
    },
    {
      heading: 'Content liability',
      blocks: [
        {
          paragraph:
            'We are not responsible for content that appears on your website. You agree to protect and defend us against all claims arising from your website. No link should appear on any website that may be interpreted as libellous, obscene or criminal, or that infringes or advocates the infringement of the rights of any third party.',
        },
      ],
    },
    {
      heading: 'Your privacy',
      id: 'privacy',
      blocks: [
        {
          paragraph:
            'Your health data is personal and, under the General Data Protection Regulation (GDPR), a special category of data. We process it only to provide Motus to you, we never sell it, and a doctor can see it only after you have accepted their invitation or invited them yourself. Medical and laboratory records are protected by a secure pin of your own, and every access to them is recorded. You may ask us for a copy of your data, or for its deletion, at any time by writing to the contact address below.',
        },
      ],
    },
    {
      heading: 'Reservation of rights',
      blocks: [
        {
          paragraph:
            'We may ask you to remove all links or any particular link to our website, and you agree to do so promptly. We may amend these terms at any time; by continuing to use Motus you agree to the terms as amended.',
        },
      ],
    },
    {
      heading: 'Disclaimer',
      blocks: [
        {
          paragraph:
            'Motus provides tools to record and chart health and fitness information, and general exercise content. It is not a medical device and does not give medical advice, diagnosis or treatment. Always ask a qualified health professional about a medical condition, and never delay seeking advice because of something you read or recorded on Motus. Stop any exercise that causes pain, dizziness or shortness of breath.',
        },
        {
          paragraph:
            'To the maximum extent permitted by law, we exclude all representations, warranties and conditions relating to Motus and its use. Nothing in this disclaimer limits or excludes our liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or any liability that may not be excluded under applicable law. As long as Motus and its information and services are provided free of charge, we will not be liable for any loss or damage of any nature.',
        },
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        {
          paragraph:
            'These terms are governed by the laws of Ireland, and any dispute relating to them is subject to the exclusive jurisdiction of the courts of Ireland. If you live elsewhere in the European Union you also keep the protection of the mandatory consumer law of your country.',
        },
      ],
    },
  ],
} as const satisfies ProseContent;
