export default {
  productName: 'Drape3D',
  officialSite: '公式サイト',
  loading: '読み込み中…',
}
