export default {
  steam: {
    eyebrow: 'Steam イベント',
    title: 'Steam 特典を受け取る',
    lead: 'Drape3D を所有している Steam アカウントの Steam ID（17 桁）を入力してください。特典はアカウントごと、Steam ID ごとに 1 回です。',
    steamId: 'Steam ID',
    steamIdHint: 'SteamID64：Steam プロフィールのアドレスに表示される 17 桁の数字です。',
    blank: 'Steam ID を入力してください。',
    claim: '特典を受け取る',
    again: '別の Steam ID で試す',
    failed: '確認を完了できませんでした。もう一度お試しください。',
    status: {
      notvaild: 'この Steam ID は無効です。確認してもう一度お試しください。',
      notItem: 'この Steam アカウントは Drape3D を所有していません。',
      overlap: 'この Steam ID はすでに特典の受け取りに使われています。',
      hasItem: 'このアカウントはすでに特典を受け取っているか、イベントの対象ではありません。',
      complete: '完了しました！特典がアカウントに追加されました。',
    },
  },
}
