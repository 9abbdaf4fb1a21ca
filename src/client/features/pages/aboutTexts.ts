import type { ProseContent } from './ProsePage';

/** The About page: Motus's mission, vision, what it measures and who makes it; Motus's own words. */
export const aboutTexts = {
  documentTitle: 'About',
  title: 'About Motus',
  subtitle: 'Health, fitness and rehabilitation, measured and shared with the people who help you.',
  sections: [
    {
      heading: 'Our mission',
      blocks: [
        {
          paragraph:
            'Motus helps people move well for life. Whether you train for competition, are coming back from an injury or operation, or are starting to be active after years of sitting, we give you one place to record how your body is doing and to see whether what you do is working.',
        },
        {
          paragraph:
            'We believe good decisions about health come from good records. A pain score written down after every session, a resting heart rate taken each morning, a blood result kept next to the ones before it: small, regular measurements tell a story that memory cannot.',
        },
      ],
    },
    {
      heading: 'Our vision',
      blocks: [
        {
          paragraph:
            'We want every person, and every clinician who cares for them, to share the same clear picture of progress. When an athlete, a patient and their doctor look at the same charts, conversations become shorter, treatment becomes more personal, and setbacks are noticed early.',
        },
      ],
    },
    {
      heading: 'A performance-tracking system',
      blocks: [
        {
          paragraph: 'Motus brings together the measures that matter for fitness and recovery:',
        },
        {
          list: [
            [
              {
                strong: 'Activity, fitness and conditioning',
              },
              ': training time, heart rate recovery, and about forty standard tests of speed, strength and endurance.',
            ],
            [
              {
                strong: 'Body and pain',
              },
              ': body mass, BMI, skin folds, calorie needs, and pain scored before, during and after exercise.',
            ],
            [
              {
                strong: 'Medical, laboratory and vitals',
              },
              ': your history and laboratory results behind a personal secure pin, and vitals such as blood pressure and glucose charted over time.',
            ],
            [
              {
                strong: 'Workout routines',
              },
              ': strengthening and rehabilitation routines with timers, and a summary of every session you finish.',
            ],
            [
              {
                strong: 'Calling',
              },
              ': video consultations with health professionals, and an invitation network that lets you decide which doctors may see your data.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Our team',
      blocks: [
        {
          paragraph: [
            'Motus was started by ',
            {
              strong: 'founders',
            },
            ' who work in sports medicine, physiotherapy and software, after years of watching patients carry their progress around on paper. Our ',
            {
              strong: 'directors',
            },
            ' oversee clinical governance, data protection and the quality of the exercise content, so that what you read and record here is handled with care. Our ',
            {
              strong: 'instructors',
            },
            ', qualified coaches and physiotherapists, design and review the workout and rehabilitation routines and the conditioning tests in the app.',
          ],
        },
        {
          paragraph:
            'Motus supports, and does not replace, the advice of your own doctor or physiotherapist. If something feels wrong, stop exercising and seek medical help.',
        },
      ],
    },
  ],
} as const satisfies ProseContent;
