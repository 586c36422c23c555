/** The profile image and account deletion sections of /mypage/account (spec 1 §5, §7, §8; issue 11). */
export default {
  picture: {
    heading: 'Profile image',
    alt: 'Your profile image',
    fallback: 'Default account icon',
    choose: 'Choose an image',
    change: 'Change image',
    hint: 'PNG, JPEG, GIF or WebP, under 15 MB.',
    progressLabel: 'Upload progress',
    progress: '{{percent}}% sent',
    uploading: 'Uploading {{name}}…',
    done: 'Your new profile image is saved.',
    dismiss: 'Close',
    alerts: {
      size: {
        title: 'This image is too large',
        body: '{{name}} is {{size}}. Choose an image under 15 MB (15728640 bytes).',
      },
      type: {
        title: 'This file is not an image',
        body: 'Choose a PNG, JPEG, GIF or WebP image.',
      },
      failed: {
        title: 'The image could not be saved',
        body: 'Please try again in a moment.',
      },
    },
  },
  deletion: {
    heading: 'Delete account',
    lead: 'Deleting your account signs you out on every device and removes your profile image. It cannot be undone.',
    start: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogLead: 'You will be signed out and taken to the home page.',
    surveyLabel: 'Why are you leaving? (optional)',
    surveyHint: 'Your answer helps us improve Drape3D.',
    confirm: 'Delete my account',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    refused: 'The account could not be deleted (code {{code}}).',
    failed: 'The account could not be deleted. Please try again.',
  },
}
