export default {
  steam: {
    eyebrow: 'Steam event',
    title: 'Claim your Steam reward',
    lead: 'Enter the Steam ID (17 digits) of the Steam account that owns Drape3D. One reward per account and per Steam ID.',
    steamId: 'Steam ID',
    steamIdHint: 'Your SteamID64: 17 digits, shown in your Steam profile address.',
    blank: 'Enter your Steam ID.',
    claim: 'Claim reward',
    again: 'Try another Steam ID',
    failed: 'The check could not be completed. Please try again.',
    status: {
      notvaild: 'This Steam ID is not valid. Check it and try again.',
      notItem: 'This Steam account does not own Drape3D.',
      overlap: 'This Steam ID has already been used to claim the reward.',
      hasItem: 'Your account already has the reward, or it is not eligible for this event.',
      complete: 'Done! The reward has been added to your account.',
    },
  },
}
