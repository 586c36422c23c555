export default {
  productName: 'Drape3D',
  officialSite: '官方网站',
  loading: '加载中…',
}
