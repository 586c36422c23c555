export default {
  default: {
    description:
      'Drape3D は、ファッション、ゲーム、映像のためのプロフェッショナル 3D 衣服デザインソフトウェアです。',
  },
  home: {
    title: '公式サイト',
    description:
      'Drape3D で本物そっくりの衣服を 3D でデザイン。パターン、フィッティング、レンダリングをひとつのツールで。',
  },
  pricing: { title: '価格', description: '個人、チーム、企業、教育向けの Drape3D プランと価格。' },
  overview: {
    title: '概要',
    description: '2D パターンからの 3D 衣服、本物の生地の物理、レンダリングまで、Drape3D の機能。',
  },
  keyfeature: {
    title: '主な機能',
    description: 'パターン作成、フィッティング、レンダリングのための Drape3D の主な機能。',
  },
  signin: { title: 'ログイン', description: 'Drape3D アカウントにログインします。' },
  signup: {
    title: '新規登録',
    description: 'Drape3D アカウントを作成して無料体験を始めましょう。',
  },
  contact: {
    title: 'お問い合わせ',
    description: 'Drape3D のサポートチームと営業チームへのお問い合わせ。',
  },
}
